import { TRIMMED_CHARACTERS } from '../reportDocument';

/** An ISO-8601 UTC timestamp of a timestamptz column, as `Date.toISOString()` writes it. */
const isoOf = (column: string) =>
  `'"' || to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'`;

/** A JSON string value at `path` of a json column, trimmed as String.prototype.trim does; NULL unless a string. */
const trimmedAt = (parent: string, key: string) =>
  `btrim(CASE WHEN json_typeof(${parent}->'${key}') = 'string' THEN ${parent}->>'${key}' END, '${TRIMMED_CHARACTERS}')`;

/**
 * The trigger function of migration 7: each report's contract document (`doc`, as version 4
 * wrote it) and its summary (`summary`, what the lists show; `reportSummary()` in
 * src/store/reportDocument.ts, held equal by test/reportSummaries.test.ts).
 */
export const REPORTS_DOC_AND_SUMMARY = `CREATE OR REPLACE FUNCTION reports_doc() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        head text;
        v_role text := coalesce(${trimmedAt("NEW.user_filled_details->'details'", 'role')}, '');
        v_target text := CASE WHEN NEW.report_type = 'career'
          THEN ${trimmedAt("NEW.report->'goal'", 'targetRole')} END;
      BEGIN
        head := '{"_id":' || to_json(NEW.id)::text
          || ',"email":' || to_json(NEW.email)::text
          || ',"status":' || to_json(NEW.status)::text
          || ',"reportType":' || to_json(NEW.report_type)::text
          || ',"createdAt":' || ${isoOf('NEW.created_at')}
          || ',"updatedAt":' || ${isoOf('NEW.updated_at')}
          || CASE WHEN NEW.status = 'draft' THEN ',"draftId":' || to_json(NEW.id)::text ELSE '' END;
        NEW.doc := head
          || CASE WHEN NEW.report IS NULL OR json_typeof(NEW.report) = 'null' THEN ''
                  ELSE ',"report":' || NEW.report::text END
          || ',"selectedLevels":' || NEW.selected_levels::text
          || ',"userFilledDetails":' || NEW.user_filled_details::text
          || CASE WHEN NEW.score_details IS NULL OR json_typeof(NEW.score_details) = 'null' THEN ''
                  ELSE ',"scoreDetails":' || NEW.score_details::text END
          || '}';
        NEW.summary := head
          || CASE WHEN NEW.status = 'draft'
                   AND json_typeof(NEW.user_filled_details) = 'object'
                   AND (NEW.user_filled_details->'step')::text ~ '^[1-9][0-9]?$'
                  THEN ',"step":' || (NEW.user_filled_details->'step')::text ELSE '' END
          || ',"role":' || to_json(v_role)::text
          || CASE WHEN v_target IS NULL OR v_target = '' THEN ''
                  ELSE ',"targetRole":' || to_json(v_target)::text END
          || ',"hasReport":' || CASE WHEN NEW.report IS NULL OR json_typeof(NEW.report) = 'null'
                                     THEN 'false' ELSE 'true' END
          || CASE WHEN NEW.score_details IS NULL OR json_typeof(NEW.score_details) = 'null' THEN ''
                  ELSE ',"scoreDetails":' || NEW.score_details::text END
          || '}';
        RETURN NEW;
      END
      $$`;
