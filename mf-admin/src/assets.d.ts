// Stylesheets are extracted by webpack (mini-css-extract-plugin); importing one only includes it.
declare module '*.css';
