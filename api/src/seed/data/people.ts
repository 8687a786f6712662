/** Indian names and places for the demo customers (invented people, real city and pincode pairs). */

// prettier-ignore
export const FIRST_NAMES = [
  'Aarav', 'Vivaan', 'Aditya', 'Arjun', 'Sai', 'Reyansh', 'Krishna', 'Ishaan', 'Rohan', 'Karthik',
  'Rahul', 'Vikram', 'Siddharth', 'Aniket', 'Manish', 'Suresh', 'Rajesh', 'Nikhil', 'Pranav', 'Harsh',
  'Ananya', 'Diya', 'Aadhya', 'Saanvi', 'Priya', 'Kavya', 'Meera', 'Isha', 'Pooja', 'Sneha',
  'Neha', 'Lakshmi', 'Divya', 'Shreya', 'Aishwarya', 'Riya', 'Tanvi', 'Nandini', 'Swati', 'Deepika',
  'Farhan', 'Imran', 'Zoya', 'Ayesha', 'Gurpreet', 'Harpreet', 'Simran', 'Joseph', 'Mary', 'Anil',
] as const;

// prettier-ignore
export const LAST_NAMES = [
  'Sharma', 'Verma', 'Iyer', 'Reddy', 'Nair', 'Menon', 'Patel', 'Shah', 'Mehta', 'Gupta',
  'Agarwal', 'Rao', 'Kulkarni', 'Deshpande', 'Joshi', 'Chatterjee', 'Banerjee', 'Mukherjee', 'Das', 'Bose',
  'Singh', 'Kaur', 'Gill', 'Malhotra', 'Kapoor', 'Khanna', 'Chopra', 'Pillai', 'Naidu', 'Hegde',
  'Shetty', 'Bhat', 'Kamath', 'Khan', 'Siddiqui', 'Qureshi', "D'Souza", 'Fernandes', 'Thomas', 'Varghese',
] as const;

export interface Locality {
  name: string;
  pincode: string;
}
export interface City {
  name: string;
  state: string;
  latitude: number;
  longitude: number;
  localities: Locality[];
}

export const SOUTH_WEST_CITIES: City[] = [
  {
    name: 'Bengaluru',
    state: 'Karnataka',
    latitude: 12.9716,
    longitude: 77.5946,
    localities: [
      { name: 'Indiranagar', pincode: '560038' },
      { name: 'Koramangala', pincode: '560034' },
      { name: 'Whitefield', pincode: '560066' },
      { name: 'HSR Layout', pincode: '560102' },
      { name: 'Jayanagar', pincode: '560041' },
      { name: 'Malleshwaram', pincode: '560003' },
      { name: 'Electronic City', pincode: '560100' },
      { name: 'Hebbal', pincode: '560024' },
      { name: 'Marathahalli', pincode: '560037' },
      { name: 'BTM Layout', pincode: '560076' },
    ],
  },
  {
    name: 'Mumbai',
    state: 'Maharashtra',
    latitude: 19.076,
    longitude: 72.8777,
    localities: [
      { name: 'Andheri West', pincode: '400053' },
      { name: 'Bandra West', pincode: '400050' },
      { name: 'Powai', pincode: '400076' },
      { name: 'Goregaon East', pincode: '400063' },
      { name: 'Chembur', pincode: '400071' },
      { name: 'Borivali West', pincode: '400092' },
      { name: 'Malad West', pincode: '400064' },
    ],
  },
  {
    name: 'Hyderabad',
    state: 'Telangana',
    latitude: 17.385,
    longitude: 78.4867,
    localities: [
      { name: 'Gachibowli', pincode: '500032' },
      { name: 'Madhapur', pincode: '500081' },
      { name: 'Banjara Hills', pincode: '500034' },
      { name: 'Kondapur', pincode: '500084' },
      { name: 'Kukatpally', pincode: '500072' },
    ],
  },
];

export const NORTH_CITIES: City[] = [
  {
    name: 'New Delhi',
    state: 'Delhi',
    latitude: 28.6139,
    longitude: 77.209,
    localities: [
      { name: 'Saket', pincode: '110017' },
      { name: 'Dwarka', pincode: '110075' },
      { name: 'Rohini', pincode: '110085' },
      { name: 'Lajpat Nagar', pincode: '110024' },
      { name: 'Vasant Kunj', pincode: '110070' },
    ],
  },
  {
    name: 'Gurugram',
    state: 'Haryana',
    latitude: 28.4595,
    longitude: 77.0266,
    localities: [
      { name: 'DLF Phase 1', pincode: '122002' },
      { name: 'Sohna Road', pincode: '122018' },
      { name: 'Sector 56', pincode: '122011' },
    ],
  },
  {
    name: 'Noida',
    state: 'Uttar Pradesh',
    latitude: 28.5355,
    longitude: 77.391,
    localities: [
      { name: 'Sector 62', pincode: '201309' },
      { name: 'Sector 18', pincode: '201301' },
      { name: 'Sector 137', pincode: '201305' },
    ],
  },
];

// prettier-ignore
export const BUILDINGS = [
  'Prestige Lakeside Habitat', 'Sobha Dream Acres', 'Brigade Metropolis', 'Lodha Splendora', 'Hiranandani Gardens',
  'My Home Avatar', 'Aparna Sarovar', 'DLF Park Place', 'ATS Greens', 'Mahagun Moderne', 'Purva Riviera',
  'Godrej Woodsman Estate', 'Rustomjee Elanza', 'Oberoi Splendor', 'Salarpuria Sattva Greenage',
] as const;

// prettier-ignore
export const STREETS = [
  '4th Cross, 2nd Main', '100 Feet Road', 'MG Road', 'Link Road', 'Church Street', 'Station Road',
  '12th Main', 'Outer Ring Road', 'Hill Road', 'SV Road', 'Sarjapur Road', 'Golf Course Road',
] as const;

// prettier-ignore
export const LANDMARKS = [
  'Near Metro Station', 'Opp. City Hospital', 'Behind Big Bazaar', 'Next to HDFC Bank', 'Near Ganesha Temple',
  'Opp. Reliance Fresh', '',
] as const;
