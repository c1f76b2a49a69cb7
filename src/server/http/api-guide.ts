/** The getting-started guide at the top of /api/docs (Markdown), with the server's own address in the examples. */
export const API_GUIDE = (
  base: string,
) => `Every endpoint the Passport Buddy app uses, with what it takes and what it answers.
Errors are always \`{ "code": "...", "message": "..." }\`: switch on \`code\` (stable), show \`message\` to people.

## Getting started: programs (Express plan)

Agencies on the Express plan create API keys on their Express dashboard ("API access for agencies"). A key is
shown once; keep it secret. Send it as a bearer token; endpoints marked "Programs: works with..." accept it.
A read-only key may only read; a read-and-write key may also create, upload and save. Each key may make 120
requests a minute, and every use is recorded.

\`\`\`sh
export PB=${base}
export KEY=pb_...   # from the Express dashboard

# 1. Start an application for a client
curl -s -X POST $PB/api/applications -H "Authorization: Bearer $KEY" \\
  -H 'content-type: application/json' -d '{"type":"renewal","clientName":"Meera Iyer"}'
# -> {"id":42, "status":"draft", ...}

# 2. Answer step 1 (the client's situation)
curl -s -X PATCH $PB/api/applications/42 -H "Authorization: Bearer $KEY" -H 'content-type: application/json' \\
  -d '{"status":"configured","config":{"countryOfResidence":"US","timeline":"normal","reason":"expiring","consulate":"sf","emailNotifications":true,"smsNotifications":false}}'

# 3. Upload documents (photo, passport, address_proof, passport_application, additional)
curl -s -X POST $PB/api/applications/42/documents -H "Authorization: Bearer $KEY" \\
  -F type=photo -F file=@photo.jpg

# 4. Poll the checks until no document is "uploaded" (still being checked)
curl -s $PB/api/applications/42/documents -H "Authorization: Bearer $KEY"
curl -s $PB/api/documents/7/analysis -H "Authorization: Bearer $KEY"

# 5. Save the form (a draft with "isDraft": true, or the final form, which submits the application)
curl -s -X POST $PB/api/applications/42/details -H "Authorization: Bearer $KEY" -H 'content-type: application/json' \\
  -d @form.json

# 6. What is left before the appointment, then the PDF and the detailed report
curl -s $PB/api/applications/42/buddy -H "Authorization: Bearer $KEY"
curl -s -o application-42.pdf $PB/api/applications/42/download -H "Authorization: Bearer $KEY"
curl -s -o report-42.pdf "$PB/api/applications/42/detailed-report?format=pdf" -H "Authorization: Bearer $KEY"
\`\`\`

A typed client can be generated from this document (\`${base}/api/openapi.json\`), for example with
openapi-typescript and openapi-fetch.`;
