# cause: wheel_vulkan_codegen_not_built
# expect: target.build.vulkan
# capture: pytest-line
import tvm
from tvm.script import tirx as T


@T.prim_func
def add_one(A: T.Buffer((1024,), "float32"), B: T.Buffer((1024,), "float32")):
    T.func_attr({"global_symbol": "add_one"})
    for bx in T.thread_binding(8, thread="blockIdx.x"):
        for tx in T.thread_binding(128, thread="threadIdx.x"):
            B[bx * 128 + tx] = A[bx * 128 + tx] + T.float32(1)


def test_vulkan_kernel():
    lib = tvm.tirx.build(add_one, target=tvm.target.Target({"kind": "vulkan", "max_num_threads": 256}))
    assert lib is not None
