// Stylesheets are extracted by webpack (MiniCssExtractPlugin); importing one only pulls it in.
declare module '*.css';
