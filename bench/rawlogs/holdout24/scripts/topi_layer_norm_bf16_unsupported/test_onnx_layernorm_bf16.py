# cause: topi_layer_norm_bf16_unsupported
# expect: layer_norm: only support float32 and float16 for now
# capture: pytest-short
import ml_dtypes
import numpy as np
from onnx import TensorProto, helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def bf16_ln_model(d=16):
    node = helper.make_node("LayerNormalization", ["x", "scale", "bias"], ["y"], axis=-1, epsilon=1e-5)
    graph = helper.make_graph(
        [node], "ln_bf16",
        [helper.make_tensor_value_info("x", TensorProto.BFLOAT16, [3, d]),
         helper.make_tensor_value_info("scale", TensorProto.BFLOAT16, [d]),
         helper.make_tensor_value_info("bias", TensorProto.BFLOAT16, [d])],
        [helper.make_tensor_value_info("y", TensorProto.BFLOAT16, [3, d])],
    )
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])


def test_layernorm_bf16():
    mod = from_onnx(bf16_ln_model())
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.random.randn(3, 16).astype(ml_dtypes.bfloat16)
    s = np.ones(16, ml_dtypes.bfloat16)
    b = np.zeros(16, ml_dtypes.bfloat16)
    y = vm["main"](*[tvm.runtime.tensor(a) for a in (x, s, b)]).numpy().astype("float32")
    xf = x.astype("float32")
    ref = (xf - xf.mean(-1, keepdims=True)) / np.sqrt(xf.var(-1, keepdims=True) + 1e-5)
    np.testing.assert_allclose(y, ref, atol=5e-2)
