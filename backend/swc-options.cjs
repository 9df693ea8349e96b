// How backend TypeScript is compiled for Jest and for the worker processes specs start: SWC
// with Nest's decorators and their metadata.
module.exports = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    keepClassNames: true,
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};
