// Files webpack emits as assets (type 'asset/resource'): importing one gives its URL.
declare module '*.png' {
  const url: string;
  export default url;
}

declare module '*.css';
