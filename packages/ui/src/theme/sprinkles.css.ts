import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './vars.css';
import { breakpoints } from './tokens';

const responsive = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': `screen and (min-width: ${breakpoints.tablet}px)` },
    desktop: { '@media': `screen and (min-width: ${breakpoints.desktop}px)` },
  },
  defaultCondition: 'mobile',
  properties: {
    /** CSS `display`. */
    display: ['none', 'block', 'flex', 'inline-flex', 'grid', 'inline', 'inline-block'],
    /** CSS `flex-direction`, for a flex Box. */
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    /** CSS `flex-wrap`, for a flex Box. */
    flexWrap: ['wrap', 'nowrap'],
    /** CSS `align-items` (cross-axis alignment of a flex or grid Box's children). */
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    /** CSS `justify-content` (main-axis distribution of a flex Box's children). */
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    /** Space between a flex or grid Box's children: a step of the space scale (`sm` 8 px, `lg` 16 px). */
    gap: vars.space,
    /** Padding on one side, a step of the theme's space scale. */
    paddingTop: vars.space,
    /** Padding on one side, a step of the theme's space scale. */
    paddingBottom: vars.space,
    /** Padding on one side, a step of the theme's space scale. */
    paddingLeft: vars.space,
    /** Padding on one side, a step of the theme's space scale. */
    paddingRight: vars.space,
    /** Margin on one side, a step of the theme's space scale. */
    marginTop: vars.space,
    /** Margin on one side, a step of the theme's space scale. */
    marginBottom: vars.space,
    /** Margin on one side, a step of the theme's space scale, or `auto` to push the Box to the other side. */
    marginLeft: { ...vars.space, auto: 'auto' },
    /** Margin on one side, a step of the theme's space scale, or `auto` to push the Box to the other side. */
    marginRight: { ...vars.space, auto: 'auto' },
    /** CSS `text-align`. */
    textAlign: ['left', 'center', 'right'],
    /** `full` stretches the Box to its container's width (100%). */
    width: { auto: 'auto', full: '100%' },
  },
  shorthands: {
    /** Padding on all four sides, a step of the theme's space scale. */
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    /** Padding left and right, a step of the theme's space scale. */
    paddingX: ['paddingLeft', 'paddingRight'],
    /** Padding top and bottom, a step of the theme's space scale. */
    paddingY: ['paddingTop', 'paddingBottom'],
    /** Margin on all four sides, a step of the theme's space scale. */
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    /** Margin left and right, a step of the theme's space scale. */
    marginX: ['marginLeft', 'marginRight'],
    /** Margin top and bottom, a step of the theme's space scale. */
    marginY: ['marginTop', 'marginBottom'],
  },
});

const colors = defineProperties({
  properties: {
    /** Text colour, one of the theme's text colours (`muted` for secondary text). */
    color: {
      text: vars.color.text,
      muted: vars.color.textMuted,
      primary: vars.color.primary,
      critical: vars.color.critical,
      success: vars.color.success,
    },
    /** Background colour, one of the theme's surfaces (`raised` for a card, `sunken` for a well). */
    background: {
      background: vars.color.background,
      surface: vars.color.surface,
      raised: vars.color.surfaceRaised,
      sunken: vars.color.surfaceSunken,
      primarySubtle: vars.color.primarySubtle,
    },
    /** Corner rounding, a step of the theme's radius scale. */
    borderRadius: vars.radius,
    /** 1 lets the Box grow to fill the free space in a flex row or column. */
    flexGrow: [0, 1],
    /** 0 keeps the Box from shrinking below its content's size in a flex row or column. */
    flexShrink: [0, 1],
    /** `0` lets a flex child shrink below its content's width (so long text can wrap or truncate). */
    minWidth: { 0: '0' },
  },
});

export const sprinkles = createSprinkles(responsive, colors);
export type Sprinkles = Parameters<typeof sprinkles>[0];
