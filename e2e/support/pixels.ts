import type { Locator } from '@playwright/test';

/**
 * How many distinct colours (quantised to 4 bits a channel) the element shows on screen. A blank
 * or single-colour WebGL canvas gives 1-2; a lit model gives dozens. Read from a screenshot, so it
 * does not depend on the canvas keeping its drawing buffer.
 */
export async function distinctColours(element: Locator): Promise<number> {
  const png = (await element.screenshot()).toString('base64');
  return element.page().evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D context to read the screenshot with');
    context.drawImage(image, 0, 0);
    const { data: pixels } = context.getImageData(0, 0, image.width, image.height);
    const colours = new Set<number>();
    for (let index = 0; index < pixels.length; index += 4) {
      colours.add(((pixels[index] >> 4) << 8) | ((pixels[index + 1] >> 4) << 4) | (pixels[index + 2] >> 4));
    }
    return colours.size;
  }, png);
}
