/** The demo businesses' customers; `removed` ones are seeded inactive (decision D6). */
import { at, type BusinessSeed, type DemoBusinessId } from './seeding';

interface CustomersSeed {
  customers: [name: string, type: 'individual' | 'business', email: string | null, phone: string | null][];
  removed: string[];
}

export const CUSTOMERS: Record<DemoBusinessId, CustomersSeed> = {
  12: {
    customers: [
      ['Chidi Okafor', 'individual', 'chidi.okafor@gmail.com', '+2348091234567'],
      ['Grace Boutique Ltd', 'business', 'orders@graceboutique.ng', '08023456789'],
      ['Ngozi Umeh', 'individual', 'ngozi.umeh@yahoo.com', '+2348062345678'],
      ['Babatunde Alabi', 'individual', 'tunde.alabi@gmail.com', '+2348033456789'],
      ['Folake Ogunleye', 'individual', 'folake.ogunleye@gmail.com', '08134567890'],
      ['Elegance Bridal House', 'business', 'bookings@elegancebridal.ng', '+2348144567891'],
      ['Ibrahim Musa', 'individual', null, '+2348035678912'],
      ['Amaka Nwankwo', 'individual', 'amaka.nwankwo@outlook.com', '+2348076789123'],
      ['Oluwaseun Bankole', 'individual', 'seun.bankole@gmail.com', '08057891234'],
      ['Royal Aso-Oke Collective', 'business', 'sales@royalasooke.com.ng', '+2348098912345'],
      ['Kelechi Ibe', 'individual', 'kelechi.ibe@gmail.com', '+2348069123456'],
      ['Titilayo Coker', 'individual', 'titi.coker@gmail.com', null],
      ['Zainab Abubakar', 'individual', 'zainab.abubakar@gmail.com', '+2348031237890'],
      ['Lagos Events Hub', 'business', 'procurement@lagoseventshub.ng', '+2348172345678'],
      ['Emmanuel Eze', 'individual', 'emmanuel.eze@gmail.com', '+2348053456780'],
      ['Yetunde Balogun', 'individual', 'yetunde.balogun@yahoo.com', '+2348084567801'],
      ['Chinedu Okeke', 'individual', null, '08095678012'],
      ['Ifeoma Chukwu', 'individual', 'ifeoma.chukwu@gmail.com', '+2348036789023'],
      ["St. Mary's Church Choir", 'business', 'choir@stmaryslekki.org', '+2348147890234'],
      ['Adebayo Ogundipe', 'individual', 'bayo.ogundipe@gmail.com', '+2348058901245'],
      ['Halima Yusuf', 'individual', 'halima.yusuf@gmail.com', '+2348069012356'],
      ['Obinna Nnamdi', 'individual', 'obinna.nnamdi@gmail.com', '+2348030123467'],
      ['Mama Tobi Stores', 'business', 'mamatobistores@gmail.com', '08031234578'],
      ['Uchechi Agu', 'individual', 'uche.agu@gmail.com', '+2348072345689'],
      ['Kunle Adeyinka', 'individual', 'kunle.adeyinka@gmail.com', '+2348083456790'],
      ['Oge Couture', 'business', 'hello@ogecouture.ng', '+2348094567801'],
      ['Rotimi Fashola', 'individual', 'rotimi.f@gmail.com', '+2348035678923'],
      ['Patience Etim', 'individual', 'patience.etim@gmail.com', '+2348066789034'],
    ],
    removed: ['Titilayo Coker', 'Rotimi Fashola'],
  },
  15: {
    customers: [
      ['Jessica Okoye', 'individual', 'jessica.okoye@gmail.com', '+17135550141'],
      ['Houston Nigerian Association', 'business', 'events@houstonnigerians.org', '+17135550152'],
      ['Michael Adeyemi', 'individual', 'm.adeyemi@outlook.com', '+12815550163'],
      ['Sarah Johnson', 'individual', 'sarah.johnson@gmail.com', '+18325550174'],
      ['Bayou City Events LLC', 'business', 'catering@bayoucityevents.com', '+17135550185'],
      ['Ngozi Williams', 'individual', 'ngozi.williams@yahoo.com', '+18325550196'],
      ['David Chen', 'individual', 'david.chen@gmail.com', null],
      ['RCCG Jesus House Houston', 'business', 'admin@jesushousehouston.org', '+12815550117'],
      ['Ayo Ogunbiyi', 'individual', null, '+17135550128'],
      ['Maria Gonzalez', 'individual', 'maria.gonzalez@gmail.com', '+18325550139'],
      ['TechBridge Houston', 'business', 'office@techbridgehtx.com', '+17135550140'],
      ['Kelechi Obi', 'individual', 'kelechi.obi@gmail.com', '+12815550151'],
    ],
    removed: ['David Chen'],
  },
};

/** Customers joined over the last year (first-come first). */
export function seedCustomers(seed: BusinessSeed): void {
  const { store, r } = seed;
  const spec = CUSTOMERS[seed.id];
  spec.customers.forEach(([name, type, email, phone], i) => {
    const active = !spec.removed.includes(name);
    store.customers.insert({
      name,
      type,
      email,
      phone_number: phone,
      active,
      created_at: at(seed.since(360 - i * 11), r.int(0, 600)),
      _business: seed.id,
    });
  });
}
