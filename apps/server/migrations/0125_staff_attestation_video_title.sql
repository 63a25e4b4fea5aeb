-- The staff product's attestation video is a group staff member's personal loan, not an SME partner's loan: its
-- title says so (the video itself, shared with the SME partner types, explains the terms every SME-product loan has).
update pre_recorded_videos
set title = case language
  when 'en' then 'Your staff personal loan: what you are agreeing to'
  else 'Pinjaman peribadi kakitangan anda: apa yang anda persetujui' end
where segment = 'sme' and partner_type = 'staff';
