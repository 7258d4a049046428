// The boundary check reads imports after Babel strips the TypeScript, and Babel drops `import type`.
// A type reached out of another module's internals is still a reach-in, so this plugin turns every
// type import and type re-export into a value one before the TypeScript preset runs (the preset is
// told to remove only type imports, so nothing else is elided).
module.exports = function keepTypeImports() {
  return {
    visitor: {
      Program(program) {
        for (const statement of program.node.body) {
          if (statement.type === 'ImportDeclaration' || statement.type === 'ExportNamedDeclaration') {
            if (statement.source && statement.importKind === 'type') statement.importKind = 'value';
            if (statement.source && statement.exportKind === 'type') statement.exportKind = 'value';
            for (const specifier of statement.specifiers ?? []) {
              if (specifier.importKind === 'type') specifier.importKind = 'value';
              if (specifier.exportKind === 'type') specifier.exportKind = 'value';
            }
          }
        }
      },
    },
  };
};
