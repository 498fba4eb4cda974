// `?raw` imports give a file's text (Rsbuild).
declare module '*?raw' {
  const text: string;
  export default text;
}
