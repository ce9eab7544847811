/**
 * Next writes a page's start-up scripts into <head> as `<script src async>`. On a fast
 * connection they arrive while the browser is still laying the page out, run first (React DOM
 * and hydration: 60–110 ms on this machine), and the first paint waits behind them.
 *
 * Here each of them becomes a low-priority preload (fetched as early as before) and one small
 * inline script at the end of <body> adds them to the page once its first contentful paint is
 * on screen: the visitor sees the page first, then it becomes interactive. A page without such scripts, or
 * in a shape this does not recognise, is left exactly as Next wrote it.
 */
const scriptTag = /<script src="(\/_next\/static\/[^"<>]+\.js)"((?: [a-zA-Z-]+="[^"<>]*")*)><\/script>/g

export function paintBeforeScripts(html: string): string {
  const sources: string[] = []
  const rewritten = html.replace(scriptTag, (tag, src: string, attributes: string) => {
    // Only plain async start-up scripts: one with an id, a type or noModule stays as it is.
    if (attributes.trim() !== 'async=""') return tag
    sources.push(src)
    return `<link rel="preload" as="script" fetchpriority="low" href="${src}"/>`
  })
  const end = rewritten.lastIndexOf('</body>')
  if (!sources.length || end < 0) return html
  // In Next's order, once the first contentful paint has reached the screen (the paint timing
  // entry is only reported then); without paint timing after the next frame, and in any case
  // after 3 s (a tab opened in the background paints nothing until it is shown).
  const loader =
    `<script>(function(){var s=${JSON.stringify(sources)},d=document,done=0;function go(){if(done)return;done=1;` +
    `for(var i=0;i<s.length;i++){var e=d.createElement("script");e.src=s[i];e.async=true;d.head.appendChild(e)}}` +
    `try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true})}` +
    `catch(x){requestAnimationFrame(function(){setTimeout(go,0)})}setTimeout(go,3000)})()</script>`
  return rewritten.slice(0, end) + loader + rewritten.slice(end)
}
