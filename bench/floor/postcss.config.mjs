/** The floor page's CSS is fonts.css alone: no Panda (the app's config would scan the app's src/). */
export default { plugins: {} };
