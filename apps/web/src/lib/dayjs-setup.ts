import dayjs from 'dayjs';
import 'dayjs/locale/vi';

// antd's DatePicker reads the week start from dayjs: 'vi' starts on Monday (spec §1)
dayjs.locale('vi');
