import { ArgTypes } from '@storybook/addon-docs/blocks';
import { type DescribedPart, PART_DATA_ATTRIBUTES } from '../../src/components/parts/data-attributes.js';

/**
 * A part's styling contract, read from the code (`PART_DATA_ATTRIBUTES`): the `data-slot` of the
 * element it renders and each state attribute with its values.
 */
export function DataAttributes({ parts }: { readonly parts: readonly DescribedPart[] }) {
  return (
    <table>
      <thead>
        <tr>
          <th>part</th>
          <th>
            <code>data-slot</code>
          </th>
          <th>state attribute</th>
          <th>values</th>
        </tr>
      </thead>
      <tbody>
        {parts.flatMap((part) => {
          const { slot, attributes } = PART_DATA_ATTRIBUTES[part];
          const entries = Object.entries(attributes as Record<string, readonly string[]>);
          const rows = entries.length > 0 ? entries : [['—', []] as const];
          return rows.map(([name, values], index) => (
            <tr key={`${part}-${name}`}>
              <td>{index === 0 ? <code>AskUser.{part}</code> : null}</td>
              <td>{index === 0 ? <code>{slot}</code> : null}</td>
              <td>{name === '—' ? '—' : <code>{name}</code>}</td>
              <td>
                {values.length === 0
                  ? name === '—'
                    ? ''
                    : 'present or absent'
                  : [...new Set(values)].join(', ')}
              </td>
            </tr>
          ));
        })}
      </tbody>
    </table>
  );
}

/**
 * A part's own props, from its TypeScript types (react-docgen-typescript), or a sentence when it
 * has none beyond its element's DOM props.
 */
export function PartProps({ of }: { readonly of: object }) {
  const own = (of as { __docgenInfo?: { props?: Record<string, unknown> } }).__docgenInfo?.props ?? {};
  if (Object.keys(own).length === 0)
    return (
      <p>
        No props of its own: its element&apos;s DOM props and <code>children</code>.
      </p>
    );
  return <ArgTypes of={of as never} />;
}
