# cause: old_api_struct_info_attribute
# expect: 'Call' object has no attribute 'struct_info'
# capture: pytest
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R


def cast_legalize(bb, call):
    out_dtype = call.struct_info.dtype
    return bb.call_te(topi.cast, call.args[0], out_dtype)


def test_astype_override():
    bb = relax.BlockBuilder()
    x = relax.Var("x", R.Tensor((4,), "float32"))
    with bb.function("main", [x]):
        y = bb.emit(relax.op.astype(x, "float16"))
        bb.emit_func_output(y)
    relax.transform.LegalizeOps(customize_legalize_map={"relax.astype": cast_legalize})(bb.get())
