// The English texts the journeys look for, from the English catalogues (the store's English is
// the source; a journey in Bangla reads textsIn('bn', …) itself).
import { englishTexts } from '@store/shared/i18n/server';

export const { SPEC_TEXT, UI_TEXT, PUBLIC_TEXT, COMPANY } = englishTexts('common');
export const { SPEC_APP_TEXT } = englishTexts('spec-app');
export const { ACCOUNT_TEXT } = englishTexts('accounts');
export const { RECOVERY_TEXT } = englishTexts('recovery');
export const { CART_TEXT, ORDER_PAGE_TEXT } = englishTexts('cart');
export const { CATALOG_TEXT, MODERATION_TEXT } = englishTexts('catalog');
export const { CATEGORY_TEXT } = englishTexts('categories');
export const { VALIDATION, SUCCESS_TEXT, ERROR_TEXT, MESSAGES: FEEDBACK_MESSAGES } = englishTexts('feedback');
export const { HOME_TEXT } = englishTexts('home');
export const { INSIGHTS_TEXT } = englishTexts('insights');
export const { MAIL_TEXT, OUTBOX_TEXT } = englishTexts('mail');
export const { ORDER_DESK_TEXT, ORDER_STATUS_LABEL, INVOICE_TEXT } = englishTexts('order-desk');
export const { ORDER_DESK_UI_TEXT, PARTIAL_REFUND_TEXT } = englishTexts('order-desk-ui');
export const { ORDER_TEXT, REVIEW_TEXT } = englishTexts('orders');
export const { BLOG_TEXT, CONTACT_TEXT, NOT_FOUND_TEXT, PORTFOLIO_TEXT, POLICY_TEXT } = englishTexts('pages');
export const { CARD_ERROR, PAYMENT_TEXT } = englishTexts('payments');
export const { PRODUCT_PAGE_TEXT, PRODUCT_REVIEW_TEXT } = englishTexts('product-page');
export const { PRODUCT_TEXT, IMAGE_TEXT } = englishTexts('products');
export const { TEST_MODE_TEXT } = englishTexts('test-mode');
