// Bangla texts of this area: the same keys as ../en/spec-app.ts. See ../../catalogue.ts for the format.
// NOTE: not yet translated (a copy of the English).
import type { CatalogueOf } from '../../catalogue.ts';
import type en from '../en/spec-app.ts';

export default {
  SPEC_APP_TEXT: {
    login: 'Login',
    continueWithGoogle: 'Continue With Google',
    menuProfile: 'My Profil',
    menuMyOrders: 'My Orders',
    menuAddReview: 'Add A Review',
    menuMakeAdmin: 'Make Admin',
    menuManageAllOrders: 'Manage All Orders',
    menuAddProduct: 'Add Product',
    menuManageProducts: 'Manage Products',
    sendNow: 'Send Now',
    editProfile: 'Edit Profil',
    purchase: 'Purchase',
    orderNow: 'Order Now',
    orderIdLabel: 'any number you remember',
    colName: 'Name',
    colOrderQuantity: 'Order Quentity',
    colPayment: 'Payment',
    colCancelOrder: 'Cencle Order',
    pay: 'PAY',
    paid: 'Paid',
    transactionId: 'Transaction Id',
    cancelConfirmTitle: 'Are you sure to cencle your order?',
    cancelConfirmText: "If you cancle your order it's cencle parmanently",
    cancelNow: 'Cencle Now',
    sentReview: 'Sent Review',
    makeAdmin: 'Make Admin',
    removeAdmin: 'Remove Admin',
    publishProduct: 'Publish Product',
    totalProducts: 'Total Products',
    delete: 'Delete',
    cancel: 'Cencle',
    payButton: 'Pay',
  },
} satisfies CatalogueOf<typeof en>;
