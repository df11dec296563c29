/**
 * Labels of the complaint screens in both markets. The spec's literal texts ('My complaints', 'All',
 * 'Select question type', 'Submit' and the messages) live in MSG and are not repeated here.
 */
export interface ComplaintPack {
  homeTitle: string;
  orderCard: string;
  chooseOrder: string;
  orderNumber: string;
  closeOrders: string;
  selectSubType: string;
  noOrders: string;
  formTitle: string;
  problemType: string;
  subType: string;
  /** Where a chosen type's or sub-type's name would be, when no answer has named it. */
  nameNotLoaded: string;
  description: string;
  descriptionHint: string;
  images: string;
  addImage: string;
  removeImage: (n: number) => string;
  uploadedImage: (n: number) => string;
  uploading: string;
  imageNotImage: string;
  imageTooLarge: string;
  imageLinkRefused: string;
  imageNotUploaded: string;
  submitting: string;
  submitted: string;
  listTitle: string;
  emptyList: string;
  detailTitle: string;
  content: string;
  reply: string;
  supportAgent: string;
  viewImage: (n: number) => string;
  replyImage: (n: number) => string;
  /** The image viewer's name: which image of how many. */
  imageOf: (n: number, count: number) => string;
  closeViewer: string;
  previousImage: string;
  nextImage: string;
  scoreTitle: string;
  scoreHint: string;
  scoreSend: string;
  scoreLater: string;
  scoreThanks: string;
  /** The score did not reach the server; the dialog stays for another try. */
  scoreNotSent: string;
  stars: string;
}

export const en: ComplaintPack = {
  homeTitle: 'Complaints and suggestions',
  orderCard: 'Order',
  chooseOrder: 'Choose an order',
  orderNumber: 'Order number',
  closeOrders: 'Close',
  selectSubType: 'Select the sub-type',
  noOrders: 'You have no orders to file a complaint about.',
  formTitle: 'Describe your problem',
  problemType: 'Problem type',
  subType: 'Sub-type',
  nameNotLoaded: 'Name not available',
  description: 'Description',
  descriptionHint: 'Tell us what happened (up to 200 characters)',
  images: 'Images (up to 9)',
  addImage: 'Add an image',
  removeImage: (n) => `Remove image ${n}`,
  uploadedImage: (n) => `Uploaded image ${n}`,
  uploading: 'Uploading…',
  imageNotImage: 'This file is not an image we can send. Choose a photo (JPG or PNG).',
  imageTooLarge: 'This image is too large to send, even reduced (5 MB at most). Choose another photo.',
  imageLinkRefused: 'The image could not be added. Please try again.',
  imageNotUploaded: 'The photo you were adding was not uploaded. Please add it again.',
  submitting: 'Sending…',
  submitted: 'Submitted successfully',
  listTitle: 'My complaints',
  emptyList: 'Nothing here yet.',
  detailTitle: 'Complaint detail',
  content: 'Content',
  reply: 'Customer service reply',
  supportAgent: 'Customer service agent',
  viewImage: (n) => `View image ${n}`,
  replyImage: (n) => `Reply image ${n}`,
  imageOf: (n, count) => `Image ${n} of ${count}`,
  closeViewer: 'Close',
  previousImage: 'Previous image',
  nextImage: 'Next image',
  scoreTitle: 'Rate our reply',
  scoreHint: 'How satisfied are you with the answer?',
  scoreSend: 'Send',
  scoreLater: 'Not now',
  scoreThanks: 'Thank you for your rating!',
  scoreNotSent: 'Your rating was not sent. Check your connection and tap Send again.',
  stars: 'Rating',
};

export const es: ComplaintPack = {
  homeTitle: 'Quejas y sugerencias',
  orderCard: 'Pedido',
  chooseOrder: 'Elija un pedido',
  orderNumber: 'Número de pedido',
  closeOrders: 'Cerrar',
  selectSubType: 'Seleccione el subtipo',
  noOrders: 'No tiene pedidos sobre los que presentar una queja.',
  formTitle: 'Describa su problema',
  problemType: 'Tipo de problema',
  subType: 'Subtipo',
  nameNotLoaded: 'Nombre no disponible',
  description: 'Descripción',
  descriptionHint: 'Cuéntenos qué pasó (hasta 200 caracteres)',
  images: 'Imágenes (hasta 9)',
  addImage: 'Agregar una imagen',
  removeImage: (n) => `Quitar la imagen ${n}`,
  uploadedImage: (n) => `Imagen subida ${n}`,
  uploading: 'Subiendo…',
  imageNotImage: 'Este archivo no es una imagen que podamos enviar. Elija una foto (JPG o PNG).',
  imageTooLarge: 'Esta imagen es demasiado grande para enviarla, aun reducida (máximo 5 MB). Elija otra foto.',
  imageLinkRefused: 'No se pudo agregar la imagen. Inténtelo de nuevo.',
  imageNotUploaded: 'La foto que estaba agregando no se subió. Agréguela de nuevo.',
  submitting: 'Enviando…',
  submitted: 'Enviado con éxito',
  listTitle: 'Mis quejas',
  emptyList: 'Aún no hay nada aquí.',
  detailTitle: 'Detalle de la queja',
  content: 'Contenido',
  reply: 'Respuesta de atención al cliente',
  supportAgent: 'Asesor de atención al cliente',
  viewImage: (n) => `Ver la imagen ${n}`,
  replyImage: (n) => `Imagen de la respuesta ${n}`,
  imageOf: (n, count) => `Imagen ${n} de ${count}`,
  closeViewer: 'Cerrar',
  previousImage: 'Imagen anterior',
  nextImage: 'Imagen siguiente',
  scoreTitle: 'Califique nuestra respuesta',
  scoreHint: '¿Qué tan satisfecho está con la respuesta?',
  scoreSend: 'Enviar',
  scoreLater: 'Ahora no',
  scoreThanks: '¡Gracias por su calificación!',
  scoreNotSent: 'No se pudo enviar su calificación. Revise su conexión y toque Enviar de nuevo.',
  stars: 'Calificación',
};
