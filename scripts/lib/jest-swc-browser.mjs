// SWC for the component project (jest.config.cjs): react-router ships ES modules only, one of which
// reads `import.meta.hot` (a dev server's hot reload, in framework mode, which this app does not use);
// `import.meta` cannot be written in CommonJS, and SWC has no option to replace it, so it reads as
// undefined here before SWC makes the file CommonJS like every other.
import swcJest from '@swc/jest';

export default {
  createTransformer(options) {
    const swc = swcJest.createTransformer(options);
    const withoutImportMeta = (source) => source.replaceAll('import.meta.hot', 'undefined');
    return {
      ...swc,
      process: (source, path, transformOptions) =>
        swc.process(withoutImportMeta(source), path, transformOptions),
      getCacheKey: (source, path, transformOptions) =>
        swc.getCacheKey(withoutImportMeta(source), path, transformOptions),
    };
  },
};
