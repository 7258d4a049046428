import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

// Loaded with the basic layout: dates only appear in signed-in pages, so the login page skips dayjs.
dayjs.locale('zh-cn');
