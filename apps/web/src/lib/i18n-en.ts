// The English texts of the public site, in a chunk of their own: most visitors never switch, and these
// 24 kB of JSON (about 7 kB compressed) were a twentieth of the home page's JavaScript.
export { default as enCommon } from '../locales/en/common.json';
export { default as enPages } from '../locales/en/pages.json';
export { default as enStaticPages } from '../locales/en/static-pages.json';
