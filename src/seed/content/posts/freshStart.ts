import { h, p, richText, ul } from '../../lexical'
import type { PostSeed } from './types'

export const freshStartPost: PostSeed = {
  cover: 'coverFreshStart',
  daysAgo: 76,
  uk: {
    title: 'Передпродажна підготовка Fresh Start: 31 параметр до вітрини',
    author: 'Олексій Дорошенко',
    excerpt:
      'Що відбувається з пристроєм між перевіркою і продажем: очищення, оновлення, налаштування й пакування за 31 параметром — і коли варто замовити Service.',
    content: richText(
      p(
        'Перевірити пристрій — половина справи. Щоб смартфон чи планшет можна було одразу покласти на вітрину або відправити покупцю, його потрібно підготувати. Саме цим займається наша служба передпродажної підготовки Fresh Start.',
      ),
      h('h2', 'Fresh Start: що входить'),
      p(
        'Підготовка Fresh Start проходить за сценарієм із 31 параметра в програмі M360. Кожен пункт позначається у звіті, тому ви точно знаєте, що зроблено з кожним пристроєм.',
      ),
      ul(
        'повне видалення даних і скидання до заводських налаштувань;',
        'зняття прив’язок до облікових записів і MDM;',
        'оновлення операційної системи до актуальної версії;',
        'очищення корпусу, роз’ємів, динаміків і сітки мікрофона;',
        'перевірка заряджання та калібрування батареї;',
        'захисна плівка, маркування грейду й пакування.',
      ),
      h('h2', 'Service: коли потрібно більше'),
      p(
        'Якщо під час перевірки виявлено несправність — зношену батарею, подряпане скло камери чи нестабільний роз’єм, — пристрій можна передати на рівень Service. Наш сервісний центр замінить деталь і повторно перевірить пристрій у M360. Часто після такого ремонту апарат переходить у вищий грейд, а отже, дорожче продається.',
      ),
      h('h2', 'Скільки часу це займає'),
      p(
        'Стандартна партія до ста пристроїв проходить Fresh Start за один-два робочі дні. Великі партії ми розбиваємо на хвилі, щоб перші пристрої потрапили до вас якомога швидше, поки решта ще в роботі. Терміни менеджер погоджує заздалегідь і повідомляє, якщо щось змінюється.',
      ),
      p(
        'Після підготовки кожен пристрій отримує звіт M360 із позначкою про виконання всіх 31 параметра. Якщо пристрій не пройшов хоча б один пункт, він не потрапляє в партію, доки його не виправить сервісний центр.',
      ),
      h('h2', 'Кому це вигідно'),
      p(
        'Fresh Start замовляють інтернет-магазини, яким потрібні готові до відправлення пристрої, роздрібні мережі без власної майстерні та оператори, що видають техніку абонентам. Ми беремо на себе рутину, а ви отримуєте пристрої, які не соромно віддати покупцю.',
      ),
      p(
        'Замовити підготовку можна разом із партією техніки або для власних пристроїв. Відкрийте вкладку «Передпродажна підготовка» на сторінці послуг і залиште заявку — вона потрапить безпосередньо до команди Fresh Start.',
      ),
    ),
  },
  en: {
    title: 'Fresh Start pre-sale preparation: 31 parameters before the shelf',
    author: 'Oleksii Doroshenko',
    excerpt:
      'What happens to a device between the check and the sale: wiping, updating, setting up and packing across 31 parameters, and when to order Service.',
    content: richText(
      p(
        'Checking a device is half the job. For a smartphone or tablet to go straight onto a shelf or out to a customer, it has to be prepared. That is exactly what our Fresh Start pre-sale preparation team does.',
      ),
      h('h2', 'What Fresh Start includes'),
      p(
        'Fresh Start follows a 31-parameter scenario in the M360 software. Each item is ticked off in the report, so you know precisely what was done to every device.',
      ),
      ul(
        'a complete data wipe and factory reset;',
        'removal of every account and MDM link;',
        'an update of the operating system to the current version;',
        'cleaning of the body, ports, speakers and microphone mesh;',
        'a charging check and battery calibration;',
        'a protective film, grade label and packing.',
      ),
      h('h2', 'Service: when more is needed'),
      p(
        'If the check finds a fault, such as a worn battery, a scratched camera lens or a loose port, the device can move on to Service. Our service centre replaces the part and tests the device again in M360. After such a repair a device often moves up a grade, and so sells for more.',
      ),
      h('h2', 'How long it takes'),
      p(
        'A standard batch of up to a hundred devices goes through Fresh Start in one or two business days. We split large batches into waves, so the first devices reach you as soon as possible while the rest are still being prepared. Your manager agrees the timing in advance and lets you know if anything changes.',
      ),
      p(
        'After preparation every device has an M360 report confirming all 31 parameters. If a device fails even one item, it stays out of the batch until the service centre has fixed it.',
      ),
      h('h2', 'Who benefits'),
      p(
        'Online shops that need devices ready to ship, retail chains without their own workshop and operators who hand devices to subscribers all order Fresh Start. We take on the routine, and you get devices you are proud to hand to a customer.',
      ),
      p(
        'You can order preparation together with a batch of devices or for devices you already own. Open the "Pre-sale preparation" tab on the services page and send a request: it goes directly to the Fresh Start team.',
      ),
    ),
  },
}
