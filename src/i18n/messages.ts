/**
 * The literal texts of the specification, written once and exactly as the spec writes them
 * (including the Chinese and Spanish ones). Screens and slices import them from here.
 */
export const MSG = {
  /* complaints */
  myComplaints: 'My complaints',
  all: 'All',
  selectQuestionType: 'Select question type',
  collectionBlocked: 'The selected order does not support sending collection types',
  emptyComplaint: 'Please provide your opinions and suggestions',
  uploadSuccess: 'Charging successful!',
  submit: 'Submit',
  /* rating */
  chooseRating: 'Seleccione una calificación',
  /* login failure */
  loginFailureTitle: 'Fracaso',
  loginFailureNotice: 'Le ofrece servicios profesionales y pago de préstamos.',
  /* registration landing */
  getCode: 'get code',
  smsSent: 'verification code sent, check your phone',
  smsRepeat: '请勿重复发送验证码!',
  alreadyRegistered: '您已注册,请直接下载APP登录！',
  badPhone: '请正确输入手机号！',
  badCaptcha: '请正确输入图形验证码！',
  badSmsCode: '请正确输入短信验证码！',
  registered: '注册成功',
  networkError: 'error',
  /* legacy card repay */
  chooseCard: '请先选择付款银行卡！',
  badVerifyCode: '请输入正确的验证码',
  processingFailed: '处理失败',
  cardListFailed: 'failed to query the card list',
  verifyCodeWrong: 'verification code wrong',
  paidTwice: 'do not submit the payment request twice',
  /* official site */
  incompleteForm: 'Please provide complete information!',
  formSuccess: 'Successful!',
  loanTermsTitle: 'Loan terms and conditions',
} as const;
