// the upload is the console's, not the sentiments' own: areas with images and attachments use it too
export { uploadFiles, type UploadFilesVariables } from '../../../lib/files/upload-files';
