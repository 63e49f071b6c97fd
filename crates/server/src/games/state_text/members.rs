//! A typed value's members written one by one: [`members`] gives a struct's (or map's) fields
//! each as its own JSON text, as `serde_json` writes them, without building a
//! `serde_json::Value` on the way (issue 40: building the view as a `Value` for every message
//! was a quarter of what a delta cost late in a game).

use serde::ser::{self, Impossible, Serialize, SerializeMap, SerializeStruct, Serializer};

/// The members of `v` if it writes as a JSON object: each member's key and its value's JSON
/// text, in the order `serde_json` writes them. `None` for anything else (a list, a number,
/// ...), or a key that is not a string, number or boolean.
pub fn members<T: Serialize + ?Sized>(v: &T) -> Option<Vec<(String, String)>> {
    v.serialize(Members).ok()
}

/// The value did not write as an object with keys of text.
#[derive(Debug)]
struct NotAnObject;

impl std::fmt::Display for NotAnObject {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("not a JSON object")
    }
}

impl std::error::Error for NotAnObject {}

impl ser::Error for NotAnObject {
    fn custom<T: std::fmt::Display>(_: T) -> Self {
        NotAnObject
    }
}

struct Members;

type Written = Vec<(String, String)>;

/// Every way of writing something that is not an object: refused.
macro_rules! refused {
    ($($name:ident: $t:ty),* $(,)?) => {
        $(fn $name(self, _: $t) -> Result<Written, NotAnObject> {
            Err(NotAnObject)
        })*
    };
}

impl Serializer for Members {
    type Ok = Written;
    type Error = NotAnObject;
    type SerializeSeq = Impossible<Written, NotAnObject>;
    type SerializeTuple = Impossible<Written, NotAnObject>;
    type SerializeTupleStruct = Impossible<Written, NotAnObject>;
    type SerializeTupleVariant = Impossible<Written, NotAnObject>;
    type SerializeMap = Collect;
    type SerializeStruct = Collect;
    type SerializeStructVariant = Impossible<Written, NotAnObject>;

    refused!(
        serialize_bool: bool,
        serialize_i8: i8,
        serialize_i16: i16,
        serialize_i32: i32,
        serialize_i64: i64,
        serialize_u8: u8,
        serialize_u16: u16,
        serialize_u32: u32,
        serialize_u64: u64,
        serialize_f32: f32,
        serialize_f64: f64,
        serialize_char: char,
        serialize_str: &str,
        serialize_bytes: &[u8],
        serialize_unit_struct: &'static str,
    );

    fn serialize_none(self) -> Result<Written, NotAnObject> {
        Err(NotAnObject)
    }

    fn serialize_some<T: Serialize + ?Sized>(self, v: &T) -> Result<Written, NotAnObject> {
        v.serialize(self)
    }

    fn serialize_unit(self) -> Result<Written, NotAnObject> {
        Err(NotAnObject)
    }

    fn serialize_unit_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
    ) -> Result<Written, NotAnObject> {
        Err(NotAnObject)
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        v: &T,
    ) -> Result<Written, NotAnObject> {
        v.serialize(self)
    }

    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: &T,
    ) -> Result<Written, NotAnObject> {
        Err(NotAnObject)
    }

    fn serialize_seq(self, _: Option<usize>) -> Result<Self::SerializeSeq, NotAnObject> {
        Err(NotAnObject)
    }

    fn serialize_tuple(self, _: usize) -> Result<Self::SerializeTuple, NotAnObject> {
        Err(NotAnObject)
    }

    fn serialize_tuple_struct(
        self,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleStruct, NotAnObject> {
        Err(NotAnObject)
    }

    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleVariant, NotAnObject> {
        Err(NotAnObject)
    }

    fn serialize_map(self, len: Option<usize>) -> Result<Collect, NotAnObject> {
        Ok(Collect::with(len.unwrap_or(16)))
    }

    fn serialize_struct(self, _: &'static str, len: usize) -> Result<Collect, NotAnObject> {
        Ok(Collect::with(len))
    }

    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStructVariant, NotAnObject> {
        Err(NotAnObject)
    }
}

/// The members written so far, and a map's key waiting for its value.
struct Collect {
    members: Written,
    key: Option<String>,
}

impl Collect {
    fn with(len: usize) -> Self {
        Collect {
            members: Vec::with_capacity(len),
            key: None,
        }
    }

    fn push<T: Serialize + ?Sized>(&mut self, key: String, v: &T) -> Result<(), NotAnObject> {
        let text = serde_json::to_string(v).map_err(|_| NotAnObject)?;
        self.members.push((key, text));
        Ok(())
    }
}

impl SerializeStruct for Collect {
    type Ok = Written;
    type Error = NotAnObject;

    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        v: &T,
    ) -> Result<(), NotAnObject> {
        self.push(key.to_string(), v)
    }

    fn end(self) -> Result<Written, NotAnObject> {
        Ok(self.members)
    }
}

impl SerializeMap for Collect {
    type Ok = Written;
    type Error = NotAnObject;

    /// A key as `serde_json` writes it: text as it is, a number or boolean as its digits or
    /// word.
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), NotAnObject> {
        self.key = Some(match serde_json::to_value(key).map_err(|_| NotAnObject)? {
            serde_json::Value::String(s) => s,
            serde_json::Value::Number(n) => n.to_string(),
            serde_json::Value::Bool(b) => b.to_string(),
            _ => return Err(NotAnObject),
        });
        Ok(())
    }

    fn serialize_value<T: Serialize + ?Sized>(&mut self, v: &T) -> Result<(), NotAnObject> {
        let key = self.key.take().ok_or(NotAnObject)?;
        self.push(key, v)
    }

    fn end(self) -> Result<Written, NotAnObject> {
        Ok(self.members)
    }
}
