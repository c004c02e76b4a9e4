// What the media slice offers other slices; everything else in it is its own.
export { mediaStore, mediaUrlPrefixes, sniffImage } from './media-store';
export { readFormFields, readUpload, type Upload } from './upload';
