/** SPEC §3: the fixed Ukrainian title of a contact-form request from the landing (sent by the form, stored, the e-mail's subject). */
export const contactRequestTitle = 'Заявка з контактної форми лендингу'
