import { applyEdits, spans, textOf, type Edit } from '@/shared/htmlBytes'
import { workaroundOn } from './switches'
import { yieldBeforeHydrationEntry } from './yieldBeforeHydration'

/**
 * Paint before scripts: Next writes a page's start-up scripts into <head> as `<script src
 * async>` (vercel/next.js#66958, "App router configuration incorrectly sets async tags instead
 * of defer"; the pages router had `defer`; a fix, vercel/next.js#60727, is still open). On a fast
 * connection they arrive while the browser is still laying the page out, run first (React DOM
 * and hydration: 60–110 ms on this machine), and the first paint waits behind them.
 *
 * Here they are taken out of <head>, with Next's own preload of the framework file, and one
 * small inline script at the end of <body> adds them to the page once its first contentful
 * paint is on screen: the visitor sees the page first, then it becomes interactive. They are
 * not preloaded either: on a phone's connection their 120 KB would share the bandwidth with
 * the HTML, the fonts and the pictures the first paint needs. Lighthouse mobile, median of 3
 * on /, /en/devices, /blog and /en/services: LCP 2.01–2.11 s with low-priority preloads,
 * 1.36–1.50 s without (its simulation counts every script downloaded before the paint as
 * needed for it); blocking time 0–48 → 0 ms.
 *
 * The page's Flight data (the `self.__next_f.push([…])` scripts React hydrates from, about 75 KB
 * on the home page) waits the same way (upstream, vercel/next.js#97573, open, writes it as inert
 * data too): each push becomes a JSON data block, which the parser only reads, instead of a
 * script it compiles and runs before the first paint (about 25 ms on this machine). The loader
 * hands the blocks to `self.__next_f`, in order, just before it adds the start-up scripts:
 * Next's runtime finds them there exactly as if the pushes had run. It also gives Next the empty
 * before-start entry of ./yieldBeforeHydration.ts there.
 *
 * Relies on: Next's start-up tags (`<script src="/_next/static/…js" async="">`), its preload
 * links, and the `<script>self.__next_f.push([…])</script>` form of the Flight data. A page
 * without such scripts, or in a shape this does not recognise, is left exactly as Next wrote it;
 * tests/integration/framework-workarounds.test.ts fails when Next's pages stop having that shape.
 * Off with PAINT_BEFORE_SCRIPTS=0: the page goes out as Next wrote it.
 */
const scriptOpen = '<script src="/_next/static/'
const scriptTag = /^<script src="(\/_next\/static\/[^"<>]+\.js)"((?: [a-zA-Z-]+="[^"<>]*")*)><\/script>$/
const preloadOpen = '<link rel="preload" as="script"'
const scriptPreload =
  /^<link rel="preload" as="script"(?: [a-zA-Z-]+="[^"<>]*")* href="(\/_next\/static\/[^"<>]+\.js)"(?: [a-zA-Z-]+="[^"<>]*")*\/>$/
const pushOpen = '<script>self.__next_f.push('
const pushClose = ')</script>'

/** The attribute that marks a Flight data block; the loader reads the blocks back by it. */
export const flightBlock = 'data-next-f'

/** The page painted before its scripts (edited as bytes: ../server/htmlBytes.ts). */
export function paintBeforeScripts(html: Buffer): Buffer {
  if (!workaroundOn('paintBeforeScripts')) return html
  const sources: string[] = []
  const edits: Edit[] = []
  for (const { start, end } of spans(html, scriptOpen, '</script>')) {
    const tag = scriptTag.exec(textOf(html, start, end))
    // Only plain async start-up scripts: one with an id, a type or noModule stays as it is.
    if (!tag || tag[2]?.trim() !== 'async=""') continue
    sources.push(tag[1]!)
    edits.push({ start, end, with: '' })
  }
  const bodyEnd = html.lastIndexOf('</body>')
  if (!sources.length || bodyEnd < 0) return html
  // Next's own preload of a start-up script would fetch it during the first paint just the same.
  for (const { start, end } of spans(html, preloadOpen, '>')) {
    const preload = scriptPreload.exec(textOf(html, start, end))
    if (preload && sources.includes(preload[1]!)) edits.push({ start, end, with: '' })
  }
  // A push whose argument is not plain JSON (never seen) stays a script.
  for (const { start, end } of spans(html, pushOpen, pushClose)) {
    const argument = html.subarray(start + pushOpen.length, end - pushClose.length)
    if (argument[0] !== 0x5b || argument[argument.length - 1] !== 0x5d || !isJson(argument.toString('utf8'))) continue
    edits.push({
      start,
      end,
      with: Buffer.concat([
        Buffer.from(`<script type="application/json" ${flightBlock}="">`),
        argument,
        Buffer.from('</script>'),
      ]),
    })
  }
  // In Next's order, once the first contentful paint has reached the screen (the paint timing
  // entry is only reported then); without paint timing after the next frame, and in any case
  // after 3 s (a tab opened in the background paints nothing until it is shown). The loader
  // stands after every data block, so all of them are parsed when it runs.
  const loader =
    `<script>(function(){var s=${JSON.stringify(sources)},d=document,done=0;function go(){if(done)return;done=1;` +
    `var f=self.__next_f=self.__next_f||[],b=d.querySelectorAll("script[${flightBlock}]");for(var j=0;j<b.length;j++)f.push(JSON.parse(b[j].textContent));` +
    yieldBeforeHydrationEntry() +
    `for(var i=0;i<s.length;i++){var e=d.createElement("script");e.src=s[i];e.async=true;d.head.appendChild(e)}}` +
    `try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true})}` +
    `catch(x){requestAnimationFrame(function(){setTimeout(go,0)})}setTimeout(go,3000)})()</script>`
  edits.push({ start: bodyEnd, end: bodyEnd, with: loader })
  return applyEdits(html, edits)
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}
