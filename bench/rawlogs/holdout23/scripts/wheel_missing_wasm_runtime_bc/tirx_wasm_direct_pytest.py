# cause: wheel_missing_wasm_runtime_bc
# expect: Cannot find wasm_runtime.bc
# capture: pytest
import tvm
from tvm import te
from tvm.support import emcc


def test_wasm_kernel():
    A = te.placeholder((1024,), name="A")
    B = te.compute((1024,), lambda i: te.sqrt(A[i]), name="B")
    f = te.create_prim_func([A, B]).with_attr("global_symbol", "vsqrt")
    lib = tvm.tirx.build(f, target={"kind": "llvm", "mtriple": "wasm32-unknown-unknown-wasm"})
    obj = "vsqrt.bc"
    lib.write_to_file(obj)
    emcc.create_tvmjs_wasm("vsqrt.wasm", [obj])
