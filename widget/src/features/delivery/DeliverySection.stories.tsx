import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { VEHICLE_RENEWAL, deliveryView } from '../../../.storybook/data';
import { portal, seedCart } from '../../../.storybook/portal';
import { useAppDispatch } from '../../state/hooks';
import { checkDelivery } from '../../state/checkoutSlice';
import type { DeliveryChoice, DeliveryView } from '../../lib/deliveryTypes';
import { useT } from '../../lib/i18n';
import { checkoutScreen } from '../../test/checkoutFixtures';
import { mockBff } from '../../test/mockBff';
import { DeliverySection } from './DeliverySection';

/** The checkout page's continue button: it asks the section to check and save the choice. */
function Continue() {
  const t = useT();
  const dispatch = useAppDispatch();
  return (
    <div className="actions">
      <button type="button" className="button button--primary" onClick={() => dispatch(checkDelivery())}>
        {t('checkout.continueToPayment')}
      </button>
    </div>
  );
}

/**
 * A cart with plate ABC1234's renewal and its delivery section, cached and
 * answered by the in-browser BFF, which keeps a saved choice.
 */
function renewal(view: DeliveryView) {
  let saved: DeliveryChoice | undefined = view.saved;
  const screen = () => {
    const answer = checkoutScreen(mockBff.cart());
    answer.sections.delivery = { status: 'ok', data: { ...view, ...(saved ? { saved } : {}) } };
    return answer;
  };
  return portal({
    seed: (store) =>
      void seedCart(store, [VEHICLE_RENEWAL], { needsDelivery: true }, {}, (s) => {
        s.sections.delivery = { status: 'ok', data: view };
      }),
    bff: [
      http.get('/bff/v1/:client/:site/screens/checkout', () => HttpResponse.json(screen())),
      http.put('/bff/v1/:client/:site/cart/delivery', async ({ request }) => {
        saved = (await request.json()) as DeliveryChoice;
        return HttpResponse.json(saved);
      }),
    ],
  });
}

const meta = {
  title: 'Delivery/DeliverySection',
  component: DeliverySection,
  render: () => (
    <>
      <DeliverySection />
      <Continue />
    </>
  ),
} satisfies Meta<typeof DeliverySection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Renewal period, by mail or pick-up, and the optional donation. */
export const NothingChosen: Story = { name: 'Nothing chosen yet', parameters: renewal(deliveryView()) };

export const ByMail: Story = { name: 'By mail', parameters: renewal(deliveryView({ default: 'shipping' })) };

/** DLV-22: continuing without a valid choice shows the errors and focuses the first one. */
export const ValidationErrors: Story = {
  name: 'Validation errors (by mail, address missing)',
  parameters: renewal(deliveryView({ default: 'shipping' })),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click((await canvas.findAllByRole('button')).at(-1)!);
    await expect((await canvas.findAllByRole('textbox')).some((input) => input.getAttribute('aria-invalid') === 'true')).toBe(true);
  },
};

export const Saved: Story = {
  name: 'Saved pick-up',
  parameters: renewal(deliveryView({ saved: { method: 'pick_up', pickup: { locationId: 'downtown', personName: 'Ana Diaz' } } })),
};

export const OfficesUnavailable: Story = {
  name: 'Offices could not be loaded',
  parameters: renewal(
    deliveryView({ offices: undefined, officesError: { code: 'unavailable', message: 'down' }, default: 'none' }),
  ),
};
