# cause: matmul-reduction-length-mismatch
# expect: Matmul requires the reduction length of the operands to be equal
import sys
import traceback

import tvm
from tvm.script import ir as I, relax as R

print("[1/3] constructing module", file=sys.stderr)

try:
    @I.ir_module
    class Module:
        @R.function
        def main(q: R.Tensor((4, 8, 16), dtype="float32"), k: R.Tensor((4, 15, 8), dtype="float32")):
            with R.dataflow():
                s = R.matmul(q, k)
                R.output(s)
            return s


    mod = Module
except Exception:
    # tvm prints only a note for script errors unless TVM_BACKTRACE is set
    traceback.print_exc()
    sys.exit(1)

ex = tvm.compile(mod, target="llvm")
