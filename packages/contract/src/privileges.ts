/** Action privilege labels of spec §6, sent in the `ActionPrivilege` header. */
export const Privilege = {
  PreOrderAccess: 'PreOrder-Access',
  AccountSave: 'Account-Save',
  OnBoardGetPassengerFromTicket: 'OnBoardOrder-GetOnBoardPassengerFromTicket',
  OnBoardSubmitOrder: 'OnBoardOrder-SubmitOnBoardOrder',
  PreOrderGetSimilarItems: 'PreOrder-GetSimilarItems',
  PreOrderSubmitToMail: 'PreOrder-SubmitToMail',
  PreOrderSubscribeToMail: 'PreOrder-SubscribetoMail',
} as const;

export type Privilege = (typeof Privilege)[keyof typeof Privilege];

export const allPrivileges: readonly Privilege[] = Object.values(Privilege);
