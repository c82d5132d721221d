// Point lists as SGF writes them (AB, TR, SL, ...): single points and compressed rectangles
// 'aa:cc'. An editor adds and takes away one point at a time; a rectangle that loses a point is
// written out point by point, and a list that loses its last point is no property at all (SGF
// has no empty list: `TR[]` would be a damaged file).
import type { GameNode } from '../game/node.js';
import type { Point } from '../point.js';
import { samePoint } from '../same-point.js';
import { expandPoints, formatPoint } from '../sgf/points.js';

/** Whether the point is in the list (single or inside a rectangle); malformed values hold none. */
export function listHolds(values: readonly string[] | undefined, point: Point): boolean {
  return pointsOf(values).some((other) => samePoint(other, point));
}

/** The points of a list, skipping malformed values, which an editor leaves alone. */
export function pointsOf(values: readonly string[] | undefined): Point[] {
  const points: Point[] = [];
  for (const value of values ?? []) {
    try {
      points.push(...expandPoints([value]));
    } catch {
      // A malformed value names no point; it is kept as it is by the edits below.
    }
  }
  return points;
}

/** The list without `point`: a rectangle holding it is written out as its other points. */
export function listWithout(values: readonly string[], point: Point): string[] {
  const kept: string[] = [];
  for (const value of values) {
    let points: Point[];
    try {
      points = expandPoints([value]);
    } catch {
      kept.push(value);
      continue;
    }
    if (!points.some((other) => samePoint(other, point))) kept.push(value);
    else for (const other of points) if (!samePoint(other, point)) kept.push(formatPoint(other));
  }
  return kept;
}

/** Writes a point list property of `node`: the values, or no property when there are none. */
export function writeList(node: GameNode, name: string, values: string[]): void {
  if (values.length > 0) node.setProperty(name, values);
  else node.deleteProperty(name);
}

/** Takes `point` out of property `name` of `node`; returns whether it was there. */
export function removePoint(node: GameNode, name: string, point: Point): boolean {
  const values = node.props[name];
  if (!values || !listHolds(values, point)) return false;
  writeList(node, name, listWithout(values, point));
  return true;
}

/** Adds `point` to property `name` of `node`, unless it is there already. */
export function addPoint(node: GameNode, name: string, point: Point): void {
  const values = node.props[name] ?? [];
  if (!listHolds(values, point)) node.setProperty(name, [...values, formatPoint(point)]);
}
