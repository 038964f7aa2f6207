import {
  DEFAULT_UNITS,
  PressureUnits,
  PrecipitationUnits,
  TemperatureUnits,
  UnitSystems,
  WindSpeedUnits,
  isApiUnitValues,
  isWindUnit,
  unitSystemForRain,
  unitsFromApi,
  unitsToApi,
} from '.';

describe('unit system rules', () => {
  it('maps inches of rain to english and anything else to metric', () => {
    expect(unitSystemForRain(PrecipitationUnits.inches)).toBe(UnitSystems.english);
    expect(unitSystemForRain(PrecipitationUnits.millimeters)).toBe(UnitSystems.metric);
    expect(unitSystemForRain(PrecipitationUnits.centimeters)).toBe(UnitSystems.metric);
  });

  it('defaults to Fahrenheit, mph, inches of mercury and inches of rain', () => {
    expect(DEFAULT_UNITS).toEqual({
      unitSystem: UnitSystems.english,
      tempUnit: TemperatureUnits.fahrenheit,
      windUnit: WindSpeedUnits.mph,
      pressureUnit: PressureUnits.inches,
      rainUnit: PrecipitationUnits.inches,
    });
  });

  it('reads and writes the API shape, where unitval is the rain unit', () => {
    const units = unitsFromApi({ unitval: 3, tempUnitVal: 2, windUnitVal: 4, pressureUnitVal: 2 });
    expect(units).toEqual({
      unitSystem: 2,
      tempUnit: 2,
      windUnit: 4,
      pressureUnit: 2,
      rainUnit: 3,
    });
    expect(unitsToApi(units)).toEqual({
      unitval: 3,
      tempUnitVal: 2,
      windUnitVal: 4,
      pressureUnitVal: 2,
    });
  });

  it('guards enumeration values', () => {
    expect(isWindUnit(4)).toBe(true);
    expect(isWindUnit(5)).toBe(false);
    expect(isWindUnit('1')).toBe(false);
  });
});

describe('isApiUnitValues', () => {
  it('accepts units whose every value is in its enumeration, and nothing else', () => {
    expect(
      isApiUnitValues({ unitval: 3, tempUnitVal: 2, windUnitVal: 4, pressureUnitVal: 2 }),
    ).toBe(true);
    expect(
      isApiUnitValues({ unitval: 4, tempUnitVal: 2, windUnitVal: 4, pressureUnitVal: 2 }),
    ).toBe(false);
    expect(
      isApiUnitValues({ unitval: '1', tempUnitVal: 1, windUnitVal: 1, pressureUnitVal: 1 }),
    ).toBe(false);
    expect(isApiUnitValues(null)).toBe(false);
    expect(isApiUnitValues([])).toBe(false);
  });
});
