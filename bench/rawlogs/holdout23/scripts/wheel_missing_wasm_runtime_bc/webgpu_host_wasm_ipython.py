# cause: wheel_missing_wasm_runtime_bc
# expect: Cannot find wasm_runtime.bc; searched
# capture: ipython
import tvm
from tvm import relax
from tvm.support import emcc

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((64, 64), "float32"))
y = relax.Var("y", relax.TensorType((64, 64), "float32"))
with bb.function("main", [x, y]):
    with bb.dataflow():
        z = bb.emit(relax.op.matmul(x, y))
        out = bb.emit_output(z)
    bb.emit_func_output(out)

target = tvm.target.Target("webgpu", host={"kind": "llvm", "mtriple": "wasm32-unknown-unknown-wasm"})
ex = relax.build(bb.get(), target=target, system_lib=True)
ex.export_library("matmul_webgpu.wasm", fcompile=emcc.create_tvmjs_wasm)
