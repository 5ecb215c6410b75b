import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Select } from './Select';
import { levels } from './testOptions';

const activeOption = (combobox: HTMLElement) => {
  const id = combobox.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('<Select />', () => {
  it('shows the placeholder, the required star and the label', () => {
    renderWithProviders(<Select label="Level" options={levels} required />);
    const combobox = screen.getByRole('combobox', { name: 'Level' });
    expect(combobox).toHaveTextContent('Select an option');
    expect(combobox).toHaveAttribute('aria-required', 'true');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with ArrowDown, moves with the arrows skipping disabled options, selects with Enter', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <Select label="Level" options={levels} onChange={onChange} />,
    );
    const combobox = screen.getByRole('combobox', { name: 'Level' });
    await user.tab();
    expect(combobox).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Level' })).toBeInTheDocument();
    expect(activeOption(combobox)).toHaveTextContent('Junior');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption(combobox)).toHaveTextContent('Top');
    await user.keyboard('{ArrowUp}');
    expect(activeOption(combobox)).toHaveTextContent('Middle');
    await user.keyboard('{End}');
    expect(activeOption(combobox)).toHaveTextContent('Trainee');
    await user.keyboard('{Home}');
    expect(activeOption(combobox)).toHaveTextContent('Junior');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('middle');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveTextContent('Middle');
    expect(combobox).toHaveFocus();
  });

  it('closes with Escape without changing the value', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <Select label="Level" options={levels} defaultValue="top" onChange={onChange} />,
    );
    const combobox = screen.getByRole('combobox', { name: 'Level' });
    await user.click(combobox);
    expect(screen.getByRole('option', { name: 'Top' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(combobox).toHaveTextContent('Top');
    expect(combobox).toHaveFocus();
  });

  it('jumps to an option by typing its first letters', async () => {
    const { user } = renderWithProviders(<Select label="Level" options={levels} />);
    const combobox = screen.getByRole('combobox', { name: 'Level' });
    await user.tab();
    await user.keyboard('t');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption(combobox)).toHaveTextContent('Top');
    await user.keyboard('r');
    expect(activeOption(combobox)).toHaveTextContent('Trainee');
    await user.keyboard('{Enter}');
    expect(combobox).toHaveTextContent('Trainee');
  });

  it('selects with a click and ignores disabled options', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <Select label="Level" options={levels} onChange={onChange} />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Level' }));
    const senior = screen.getByRole('option', { name: 'Senior' });
    expect(senior).toHaveAttribute('aria-disabled', 'true');
    await user.click(senior);
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('option', { name: 'Junior' }));
    expect(onChange).toHaveBeenCalledWith('junior');
  });

  it('marks an error and describes the combobox with it', () => {
    renderWithProviders(<Select label="Level" options={levels} error="Level is required" />);
    const combobox = screen.getByRole('combobox', { name: 'Level' });
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
    expect(combobox).toHaveAccessibleDescription('Level is required');
  });

  it('shows the info tooltip on focus of its button', async () => {
    const { user } = renderWithProviders(
      <Select label="Level" options={levels} info="Your seniority" infoDelay={0} />,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'More information' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Your seniority');
  });
});
