// Records the hero's three background loops (6 s, silent WebM) in headless
// Chromium: a canvas animation whose motion is periodic, so the loop is seamless.
// Run: npx tsx scripts/artwork/hero-video.ts — files are committed.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { HERO_ACCENTS, HERO_WAVE } from './heroes'

// The posters' colours (heroes.ts), so each loop starts from its poster.
const SLIDES = Object.entries(HERO_ACCENTS)
const SECONDS = 6

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--autoplay-policy=no-user-gesture-required'],
})
const page = await browser.newPage()
// tsx keeps function names with a helper the page does not have.
await page.addInitScript('window.__name = (f) => f')
await page.goto('about:blank')
for (const [name, accent] of SLIDES) {
  const base64: string = await page.evaluate(
    async ({ accent, wave, seconds }) => {
      const canvas = document.createElement('canvas')
      canvas.width = 960
      canvas.height = 540
      document.body.append(canvas)
      const ctx = canvas.getContext('2d')!
      let seed = accent.length * 977
      const rand = () => (seed = (seed * 1664525 + 1013904223) % 4294967296) / 4294967296
      const dots = Array.from({ length: 60 }, () => ({
        x: rand() * 960,
        y: rand() * 540,
        r: 1 + rand() * 3,
        a: rand() * Math.PI * 2,
        k: 1 + Math.floor(rand() * 2),
      }))
      const draw = (t: number) => {
        const phase = (t / seconds) * Math.PI * 2
        const bg = ctx.createLinearGradient(0, 0, 960, 540)
        bg.addColorStop(0, '#071528')
        bg.addColorStop(1, '#13325e')
        ctx.fillStyle = bg
        ctx.fillRect(0, 0, 960, 540)
        const glow = ctx.createRadialGradient(760 + Math.cos(phase) * 60, 110 + Math.sin(phase) * 40, 0, 760, 110, 520)
        glow.addColorStop(0, accent + '88')
        glow.addColorStop(1, accent + '00')
        ctx.fillStyle = glow
        ctx.fillRect(0, 0, 960, 540)
        for (let i = 0; i < 5; i++) {
          ctx.beginPath()
          for (let x = 0; x <= 960; x += 16) {
            const y = 300 + i * 36 + Math.sin(x / 140 + phase + i) * (18 + i * 4)
            if (x === 0) ctx.moveTo(x, y)
            else ctx.lineTo(x, y)
          }
          ctx.strokeStyle = i % 2 ? accent + '55' : wave + '44'
          ctx.lineWidth = 2
          ctx.stroke()
        }
        for (const d of dots) {
          ctx.beginPath()
          ctx.arc(d.x + Math.cos(phase * d.k + d.a) * 14, d.y + Math.sin(phase * d.k + d.a) * 14, d.r, 0, Math.PI * 2)
          ctx.fillStyle = '#ffffff55'
          ctx.fill()
        }
      }
      const stream = canvas.captureStream(24)
      const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp9', videoBitsPerSecond: 350_000 })
      const chunks: Blob[] = []
      recorder.ondataavailable = (e) => chunks.push(e.data)
      const done = new Promise((resolve) => (recorder.onstop = resolve))
      const start = performance.now()
      draw(0)
      recorder.start()
      await new Promise<void>((resolve) => {
        const frame = () => {
          const t = (performance.now() - start) / 1000
          if (t >= seconds) return resolve()
          draw(t)
          requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
      })
      recorder.stop()
      await done
      const buffer = await new Blob(chunks, { type: 'video/webm' }).arrayBuffer()
      let binary = ''
      for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte)
      canvas.remove()
      return btoa(binary)
    },
    { accent, wave: HERO_WAVE, seconds: SECONDS },
  )
  const file = join(import.meta.dirname, `../../public/media/hero/${name}.webm`)
  writeFileSync(file, Buffer.from(base64, 'base64'))
  console.log(file, Buffer.from(base64, 'base64').length, 'bytes')
}
await browser.close()
