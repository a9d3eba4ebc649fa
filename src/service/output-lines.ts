import { shortened } from '../secrets.js'

/** The longest line shown from a program's output; past it the line is cut, saying how much was left out. */
export const MAX_LINE_LENGTH = 1000

/**
 * The last `count` non-empty lines of a program's output (a crashed agent's health message, a
 * deployment's logs), each at most MAX_LINE_LENGTH characters: a bounded excerpt, whatever came in.
 */
export function lastLines(text: string, count: number): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .filter((line) => line.trim() !== '')
    .slice(-count)
    .map(cutLine)
}

/**
 * One line of a program's output, at most MAX_LINE_LENGTH characters, saying how much was left out. Known
 * secrets are replaced first: cut first, a secret spanning the cut would show its first characters, which
 * no later replacement (nor the runner's masking) recognises.
 */
export function cutLine(line: string): string {
  return cutText(line, MAX_LINE_LENGTH)
}

/** Text from outside at most `max` characters, its known secrets replaced first, saying how much was left out. */
export function cutText(text: string, max: number): string {
  return shortened(text, max, (left) => ` (${left} more characters)`)
}
