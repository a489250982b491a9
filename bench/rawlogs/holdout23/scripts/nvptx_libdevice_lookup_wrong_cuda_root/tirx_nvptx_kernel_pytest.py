# cause: nvptx_libdevice_lookup_wrong_cuda_root
# expect: nvidia-cuda-toolkit/libdevice
# capture: pytest
import tvm
from tvm.script import tirx as T


@T.prim_func
def scale(A: T.Buffer((4096,), "float32"), B: T.Buffer((4096,), "float32")):
    T.func_attr({"global_symbol": "scale"})
    for bx in T.thread_binding(32, thread="blockIdx.x"):
        for tx in T.thread_binding(128, thread="threadIdx.x"):
            B[bx * 128 + tx] = A[bx * 128 + tx] * T.float32(0.125)


def test_nvptx_codegen():
    target = tvm.target.Target({"kind": "nvptx", "mcpu": "sm_75"}, host={"kind": "llvm"})
    lib = tvm.tirx.build(scale, target=target)
    assert "scale" in lib.imports[0].inspect_source()
