import { useQuery } from '@tanstack/react-query';
import { bookingRoutes, counsellingRoutes } from '@xinmiao/shared';
import { api } from '../../../api/client.ts';

export const ROOMS_KEY = ['counselling', 'rooms'];
export const ROTA_KEY = ['counselling', 'rota'];
export const BOOKINGS_KEY = ['counselling', 'bookings'];
export const CASES_KEY = ['counselling', 'cases'];

export function useRooms() {
  return useQuery({ queryKey: ROOMS_KEY, queryFn: () => api(counsellingRoutes.rooms) });
}

export function useCounsellors() {
  return useQuery({
    queryKey: ['counselling', 'counsellors'],
    queryFn: () => api(counsellingRoutes.counsellors),
  });
}

/** Bookings between two days (inclusive), optionally of one counsellor or room. */
export function useBookings(query: { from: string; to: string; counsellorId?: string; roomId?: string }) {
  return useQuery({
    queryKey: [...BOOKINGS_KEY, query],
    queryFn: () => api(bookingRoutes.list, { query }),
  });
}
