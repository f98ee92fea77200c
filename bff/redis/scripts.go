package redis

import goredis "github.com/redis/go-redis/v9"

// scripts are the Lua scripts behind every update that must be atomic across
// replicas. They are built per Store (not package variables) and sent by
// hash, falling back to the full source when the server has not seen it.
type scripts struct {
	putSession         *goredis.Script
	deleteSession      *goredis.Script
	deleteUserSessions *goredis.Script
	beginIdempotent    *goredis.Script
	releaseIdempotent  *goredis.Script
	renewIdempotent    *goredis.Script
}

func newScripts() scripts {
	return scripts{
		putSession:         goredis.NewScript(putSessionLua),
		deleteSession:      goredis.NewScript(deleteSessionLua),
		deleteUserSessions: goredis.NewScript(deleteUserSessionsLua),
		beginIdempotent:    goredis.NewScript(beginIdempotentLua),
		releaseIdempotent:  goredis.NewScript(releaseIdempotentLua),
		renewIdempotent:    goredis.NewScript(renewIdempotentLua),
	}
}

// putSessionLua writes the session hash and indexes it under its user,
// moving it out of a previous user's index. Index scores are expiry times
// (server clock, ms): expired ids are pruned on every put, and the index
// lives as long as its longest-lived session.
//
// The hash's field v counts the session's writes (a hash written without
// it counts as version 1, an absent hash as 0). With an expected version
// the write happens only while v still equals it, in the same atomic step
// (SwapSession); it returns 1 when it wrote and 0 when it did not.
//
// KEYS[1] session key; ARGV: id, user, data, ttl ms, user-index key prefix,
// expected version or "" for an unconditional put.
const putSessionLua = `
local skey, id, user, ttl, uprefix = KEYS[1], ARGV[1], ARGV[2], tonumber(ARGV[4]), ARGV[5]
local version = 0
if redis.call('EXISTS', skey) == 1 then
  version = tonumber(redis.call('HGET', skey, 'v') or '1')
end
if ARGV[6] ~= '' and tonumber(ARGV[6]) ~= version then
  return 0
end
local old = redis.call('HGET', skey, 'u')
if old and old ~= '' and old ~= user then
  redis.call('ZREM', uprefix .. old, id)
end
redis.call('HSET', skey, 'u', user, 'd', ARGV[3], 'v', version + 1)
redis.call('PEXPIRE', skey, ttl)
if user ~= '' then
  local t = redis.call('TIME')
  local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
  local idx = uprefix .. user
  redis.call('ZADD', idx, now + ttl, id)
  redis.call('ZREMRANGEBYSCORE', idx, '-inf', now)
  if redis.call('PTTL', idx) < ttl then
    redis.call('PEXPIRE', idx, ttl)
  end
end
return 1
`

// deleteSessionLua removes a session and its index entry.
//
// KEYS[1] session key; ARGV: id, user-index key prefix.
const deleteSessionLua = `
local user = redis.call('HGET', KEYS[1], 'u')
redis.call('DEL', KEYS[1])
if user and user ~= '' then
  redis.call('ZREM', ARGV[2] .. user, ARGV[1])
end
return 1
`

// deleteUserSessionsLua removes every session in a user's index that still
// belongs to that user, then the index, and returns how many sessions it
// removed.
//
// KEYS[1] user index key; ARGV: session key prefix, user.
const deleteUserSessionsLua = `
local n = 0
for _, id in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
  local skey = ARGV[1] .. id
  if redis.call('HGET', skey, 'u') == ARGV[2] then
    n = n + redis.call('DEL', skey)
  end
end
redis.call('DEL', KEYS[1])
return n
`

// beginIdempotentLua reserves the key with the in-progress record, or
// returns the record already there: {1, mine} or {0, theirs}.
//
// KEYS[1] record key; ARGV: record JSON, ttl ms.
const beginIdempotentLua = `
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then
  return {1, ARGV[1]}
end
return {0, redis.call('GET', KEYS[1])}
`

// releaseIdempotentLua deletes the record only while it is in progress.
//
// KEYS[1] record key; ARGV: the in-progress state name.
const releaseIdempotentLua = `
local v = redis.call('GET', KEYS[1])
if v and cjson.decode(v).state == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0
`

// renewIdempotentLua extends the record's expiry only while it is in
// progress with the caller's fingerprint, returning 1 when it did and 0
// when the record is gone, done or someone else's.
//
// KEYS[1] record key; ARGV: the in-progress state name, fingerprint, ttl ms.
const renewIdempotentLua = `
local v = redis.call('GET', KEYS[1])
if not v then
  return 0
end
local rec = cjson.decode(v)
if rec.state ~= ARGV[1] or rec.fingerprint ~= ARGV[2] then
  return 0
end
return redis.call('PEXPIRE', KEYS[1], ARGV[3])
`
