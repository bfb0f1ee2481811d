// upload-excel: the engine's detail, with the first sheet's preview below it
export const overrides = {
  'excel-files': {
    detail: () => import('./excel-file-detail').then((module) => ({ default: module.ExcelFileDetail })),
  },
};
