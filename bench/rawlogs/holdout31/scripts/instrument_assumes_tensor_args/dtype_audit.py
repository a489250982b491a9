# cause: instrument_assumes_tensor_args
# expect: 'c_void_p' object has no attribute 'dtype'
# capture: ipython
from collections import defaultdict

import numpy as np
import tvm
from tvm import relax


def build():
    bb = relax.BlockBuilder()
    a = relax.Var("a", relax.TensorType((8, 8), "float16"))
    b = relax.Var("b", relax.TensorType((8, 8), "float16"))
    with bb.function("main", [a, b]):
        with bb.dataflow():
            c = bb.emit(relax.op.matmul(a, b, out_dtype="float32"))
            d = bb.emit(relax.op.astype(c, "float16"))
            out = bb.emit_output(d)
        bb.emit_func_output(out)
    return bb.get()


ex = tvm.compile(build(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
seen_dtypes = defaultdict(set)


def audit(func, name, before_run, ret_value, *args):
    if before_run and args:
        seen_dtypes[name].add(str(args[0].dtype))


vm.set_instrument(audit)
a = np.ones((8, 8), dtype="float16")
print(vm["main"](a, a).numpy()[0, 0])
print(dict(seen_dtypes))
