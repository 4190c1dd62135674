import { describe, expect, it } from 'vitest';
import { isDomain, isEmail, isIdentifier, stripHtml } from '../src/index.ts';

describe('isIdentifier', () => {
  it.each([
    ['9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a01', true],
    ['9B7E4F2A-1C3D-4E5F-8A9B-0C1D2E3F4A01', true],
    ['------------------------------------', true],
    ['9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a0', false],
    ['9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a011', false],
    ['9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a0g', false],
    [' 9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a0', false],
    ['', false],
  ])('accepts %j: %s', (value, expected) => {
    expect(isIdentifier(value)).toBe(expected);
  });
});

describe('isEmail', () => {
  it.each([
    ['ada@acme-mutual.example', true],
    ['a.b+c@x.y', true],
    ['ada@acme', false],
    ['ada acme@x.example', false],
    ['@x.example', false],
    ['ada@', false],
    ['ada@@x.example', false],
    ['ada@x.example ', false],
  ])('accepts %j: %s', (value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });
});

describe('isDomain', () => {
  it.each([
    ['acme-mutual.example', true],
    ['mail.acme.co', true],
    ['x.io', true],
    ['acme', false],
    ['@acme.example', false],
    ['acme.c', false],
    ['acme.123', false],
    ['-acme.example', false],
    ['acme..example', false],
    ['acme.example.', false],
  ])('accepts %j: %s', (value, expected) => {
    expect(isDomain(value)).toBe(expected);
  });
});

describe('stripHtml', () => {
  it.each([
    ['<p>Hello <b>world</b></p>', 'Hello world'],
    ['a<br/>b', 'ab'],
    ['<script>alert(1)</script>safe', 'safe'],
    ['<style>p{color:red}</style>text', 'text'],
    ['<!-- note -->kept', 'kept'],
    ['2 < 3 and 4 > 1', '2 < 3 and 4 > 1'],
    ['plain', 'plain'],
  ])('turns %j into %j', (input, expected) => {
    expect(stripHtml(input)).toBe(expected);
  });
});
