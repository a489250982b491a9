# cause: concat-shape-mismatch
# expect: Concat expects the input tensors to have the same shape on every dimension except
# capture: combined
import sys

import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

print("=" * 60)
print("building relax module")
print("=" * 60)

print("[1/3] constructing module", file=sys.stderr)

try:
    @I.ir_module
    class Module:
        @R.function
        def main(k: R.Tensor((2, 4, 6), dtype="float32"), v: R.Tensor((2, 5, 6), dtype="float32")):
            with R.dataflow():
                kv = R.concat((k, v), axis=-1)
                R.output(kv)
            return kv


    mod = Module
except Exception as err:
    print("error while building the module:", file=sys.stderr)
    print(err, file=sys.stderr)
    raise SystemExit(2)

print("compiling ...", flush=True)


def run(mod):
    ex = relax.build(mod, target="llvm")
    return ex


run(mod)
