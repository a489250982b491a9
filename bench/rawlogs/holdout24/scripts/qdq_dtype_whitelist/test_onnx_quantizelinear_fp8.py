# cause: qdq_dtype_whitelist
# expect: zero_point param datatype should be one of
# capture: pytest
import numpy as np
from onnx import TensorProto, helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def fp8_qdq_model():
    scale = helper.make_tensor("scale", TensorProto.FLOAT, [], [0.02])
    zp = helper.make_tensor("zp", TensorProto.FLOAT8E4M3FN, [], [0])
    nodes = [
        helper.make_node("QuantizeLinear", ["x", "scale", "zp"], ["xq"]),
        helper.make_node("DequantizeLinear", ["xq", "scale", "zp"], ["y"]),
    ]
    graph = helper.make_graph(
        nodes, "fp8_qdq",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 32])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [2, 32])],
        initializer=[scale, zp],
    )
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 19)])


def test_fp8_qdq_roundtrip():
    mod = from_onnx(fp8_qdq_model())
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.random.randn(2, 32).astype("float32")
    y = vm["main"](tvm.runtime.tensor(x)).numpy()
    np.testing.assert_allclose(y, x, rtol=0.13, atol=0.02)
