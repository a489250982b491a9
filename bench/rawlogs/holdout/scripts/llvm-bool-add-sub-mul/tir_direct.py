# cause: llvm-bool-add-sub-mul
# expect: CodeGenLLVM::CreateSub[\s\S]*Check failed: \(t\.MatchesCode\(DLDataTypeCode::kDLFloat\)\) is false
# capture: combined
# env: TVM_BACKTRACE=1
import traceback
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
a = relax.Var("a", relax.TensorType((3, 5), "bool"))
b = relax.Var("b", relax.TensorType((3, 5), "bool"))
with bb.function("main", [a, b]):
    with bb.dataflow():
        d = bb.emit_output(relax.op.subtract(a, b))
    bb.emit_func_output(d)
mod = bb.get()
print(mod)

for target, dev in [("cuda", tvm.cuda(0)), ("llvm", tvm.cpu(0))]:
    print("=== target", target, flush=True)
    try:
        ex = tvm.compile(mod, target=target)
        vm = relax.VirtualMachine(ex, dev)
        x = tvm.runtime.tensor(np.ones((3, 5), "bool"), dev)
        print(vm["main"](x, x))
    except Exception:
        if target == "llvm":
            raise
        traceback.print_exc()
